/** A half-open time range [from, to): what the dashboard's figures are counted over. */
export interface Period {
  from: Date;
  to: Date;
}
