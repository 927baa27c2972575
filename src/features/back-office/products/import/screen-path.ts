/** The import screen's place in the back office: /beheer/importeren. */
export const IMPORT_SCREEN_PATH = "importeren";
