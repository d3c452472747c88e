'use client';

import { useCallback, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_PATHS, captchaSchema, publicKeySchema } from '@/customs-api/contract/auth';
import { apiRequest, ApiError } from '@/lib/api/client';
import { NO_MENU_PERMISSION } from '@/lib/auth/login-outcome';
import { canEncrypt, encryptPassword } from '@/lib/auth/password-crypto';
import { toLocale } from '@/lib/i18n/locales';
import { primeSettingsCookie } from '@/lib/settings/browser';
import { APP_VERSION } from '@/lib/shell/constants';

type Fields = { username: string; password: string; captcha: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export function LoginPage({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations('login');
  const tApp = useTranslations('app');
  const locale = toLocale(useLocale());
  const [fields, setFields] = useState<Fields>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorMessage, setErrorMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const { data: captcha, mutate: reloadCaptcha } = useSWR(
    AUTH_PATHS.captcha,
    async (path: string) => captchaSchema.parse(await apiRequest(path, { body: {} })),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const refreshCaptcha = useCallback(async () => {
    setFields((current) => ({ ...current, captcha: '' }));
    await reloadCaptcha();
  }, [reloadCaptcha]);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!fields.username.trim()) next.username = t('usernameRequired');
    if (!fields.password) next.password = t('passwordRequired');
    if (captcha?.enabled && !fields.captcha.trim()) next.captcha = t('captchaRequired');
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!canEncrypt()) {
      setErrorMessage(t('insecureContext'));
      return;
    }
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      const key = publicKeySchema.parse(await apiRequest(AUTH_PATHS.publicKey, { body: {} }));
      const result = await apiRequest<{ userInfo: { id: string } }>(AUTH_PATHS.login, {
        body: {
          username: fields.username.trim(),
          password: await encryptPassword(fields.password, key.publicKey),
          keyId: key.keyId,
          captcha: fields.captcha.trim(),
          captchaId: captcha?.captchaId ?? '',
        },
        silent: true,
      });
      primeSettingsCookie(result.userInfo.id, locale);
      // A full navigation so the server renders the shell with the new session (and this user's theme).
      window.location.assign(redirectTo);
    } catch (error) {
      const failure = error instanceof ApiError ? error.failure : undefined;
      const reason = (failure?.data as { reason?: string } | null | undefined)?.reason;
      setErrorMessage(reason === NO_MENU_PERMISSION ? t('noMenuPermission') : (failure?.message ?? t('failed')));
      setFields((current) => ({ ...current, password: '' }));
      await refreshCaptcha();
      setSubmitting(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1d3557 0%, #2b6cb0 60%, #409eff 100%)', p: 2 }}>
      <Paper component="main" elevation={8} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-busy={submitting}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {tApp('productTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subtitle')} · {tApp('version', { version: APP_VERSION })}
            </Typography>
          </Box>
          <Typography variant="subtitle1" component="h2">
            {t('heading')}
          </Typography>
          {errorMessage && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {errorMessage}
            </Alert>
          )}
          <TextField
            label={t('username')}
            name="username"
            autoComplete="username"
            autoFocus
            value={fields.username}
            onChange={set('username')}
            error={!!errors.username}
            helperText={errors.username}
            required
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={set('password')}
            error={!!errors.password}
            helperText={errors.password}
            required
          />
          {captcha?.enabled && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('captcha')}
                name="captcha"
                autoComplete="off"
                value={fields.captcha}
                onChange={set('captcha')}
                error={!!errors.captcha}
                helperText={errors.captcha ?? t('captchaRefresh')}
                required
                sx={{ flex: 1 }}
              />
              <Box
                component="button"
                type="button"
                onClick={() => void refreshCaptcha()}
                aria-label={t('captchaAlt')}
                title={t('captchaAlt')}
                sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer', bgcolor: '#fff', width: 120, height: 56, overflow: 'hidden' }}
              >
                <Box component="img" alt={t('captchaAlt')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`} sx={{ width: '100%', height: '100%' }} />
              </Box>
            </Stack>
          )}
          <Button type="submit" variant="contained" size="large" disabled={submitting} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
