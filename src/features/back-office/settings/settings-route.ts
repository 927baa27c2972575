/** The settings screen's address inside the back office: /beheer/instellingen. */
export const SETTINGS_ROUTE = "/instellingen";
