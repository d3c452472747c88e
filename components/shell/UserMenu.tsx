'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Logout from '@mui/icons-material/Logout';
import Password from '@mui/icons-material/Password';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { AUTH_PATHS } from '@/customs-api/contract/auth';
import { ChangePasswordDialog } from '@/components/password/ChangePasswordDialog';
import { apiRequest } from '@/lib/api/client';
import { LOGOUT_REDIRECT_DELAY_MS } from '@/lib/shell/constants';
import { LOGIN_PATH } from '@/lib/shell/redirect';
import { showToast } from '@/lib/ui/toast';

/** Greeting with the user menu; logging out asks first (spec §4). */
export function UserMenu({ name }: { name?: string }) {
  const t = useTranslations('shell');
  const tLogout = useTranslations('logout');
  const tCommon = useTranslations('common');
  const tPassword = useTranslations('password');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const cancel = () => {
    setConfirming(false);
    showToast('info', tLogout('cancelled'));
  };

  const confirm = async () => {
    setLeaving(true);
    try {
      await apiRequest(AUTH_PATHS.logout, { body: {} });
    } finally {
      setTimeout(() => window.location.assign(LOGIN_PATH), LOGOUT_REDIRECT_DELAY_MS);
    }
  };

  return (
    <>
      <Button color="inherit" onClick={(event) => setAnchor(event.currentTarget)} endIcon={<ArrowDropDown />} aria-haspopup="menu" aria-label={t('userMenu')} sx={{ textTransform: 'none' }} data-testid="user-menu">
        {name ? t('greeting', { name }) : t('notLoggedIn')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChangingPassword(true);
          }}
          data-testid="user-menu-change-password"
        >
          <ListItemIcon>
            <Password fontSize="small" />
          </ListItemIcon>
          {tPassword('menu')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('logout')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <Dialog open={confirming} onClose={cancel} aria-labelledby="logout-title">
        <DialogTitle id="logout-title">{tLogout('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{tLogout('confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={leaving}>
            {tCommon('cancel')}
          </Button>
          <Button onClick={() => void confirm()} variant="contained" disabled={leaving} autoFocus>
            {tLogout('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
