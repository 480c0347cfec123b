import Typography, { type TypographyProps } from '@mui/material/Typography';
import { DOC_NUMBER } from './doc-number';

/**
 * A WQF number as it is typed into a search and printed on the document: Western digits in every
 * language (issue 32's numeral policy, Saudi practice for reference numbers), left to right.
 */
export function DeedNumber({ value, variant }: { value: string; variant?: TypographyProps['variant'] }) {
  return (
    <Typography variant={variant ?? 'body2'} component="bdi" dir="ltr" style={DOC_NUMBER}>
      {value}
    </Typography>
  );
}
