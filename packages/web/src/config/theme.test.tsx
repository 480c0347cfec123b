import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Direction } from '@bayan/shared';
import { themeFor } from './theme';

function picker(direction: Direction) {
  render(
    <ThemeProvider theme={themeFor(direction)}>
      <Autocomplete options={['a']} value="a" renderInput={(params) => <TextField {...params} label="x" />} />
    </ThemeProvider>,
  );
}

describe("MUI's own texts follow the direction's language", () => {
  it('are Arabic in the RTL theme', () => {
    picker('rtl');
    expect(screen.getByTitle('فتح')).toBeTruthy();
    expect(screen.getByTitle('مسح')).toBeTruthy();
  });

  it('stay English in the LTR theme', () => {
    picker('ltr');
    expect(screen.getByTitle('Open')).toBeTruthy();
  });

  it('builds each theme once', () => {
    expect(themeFor('rtl')).toBe(themeFor('rtl'));
    expect(themeFor('rtl').direction).toBe('rtl');
  });
});
