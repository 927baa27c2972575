/** Hidden on screen, read by screen readers. */
// Strings, not numbers: in MUI's sx a width of 1 means 100% and a margin of -1 one spacing unit.
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
