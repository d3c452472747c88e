/** Spec §1/§9: the version label shown in the header and on the login page. */
export const APP_VERSION = '1.0.2';
export const BUILD_TIME = '2025-3-6';
/** Spec §4/§9: logout goes to the login page 300 ms after the session is cleared. */
export const LOGOUT_REDIRECT_DELAY_MS = 300;
