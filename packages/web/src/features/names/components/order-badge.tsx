import Box from '@mui/material/Box';
import { useFormat } from '../../../hooks/use-format';

/** The name's place in the canonical order, in the interface's digits (٥ or 5). */
export function OrderBadge({ order }: { order: number }) {
  const format = useFormat();
  return (
    <Box
      component="span"
      sx={{
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 32,
        height: 32,
        paddingInline: 1,
        borderRadius: 16,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.875rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {format.number(order)}
    </Box>
  );
}
