// The calculator's own texts (/calculate), shared by its screen and its form part.
export const CALCULATOR_MESSAGES = {
  noBoxes: 'Please enter the number of boxes.',
  computing: 'Calculating road distance...',
} as const;
