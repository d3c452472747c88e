/** Reason the BFF gives (in the answer's data) when an account has no modules: spec §5, no login. */
export const NO_MENU_PERMISSION = 'noMenuPermission';
export const NO_MENU_PERMISSION_MESSAGE = 'This account has no menu permission!';
