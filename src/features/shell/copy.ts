/** The shell's own words that the shop's messages need (issue 23). */
export const SHELL_MESSAGES_LABEL = "Mededelingen van de winkel";
