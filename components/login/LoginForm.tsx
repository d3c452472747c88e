'use client';

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties, type FormEvent } from 'react';
import { NO_MENU_PERMISSION } from '@/lib/auth/login-outcome';
import { fetchCaptcha, fetchPublicKey, LoginCallError, sendLogin, type Captcha, type HttpTexts } from '@/lib/auth/login-client';
import { canEncrypt, encryptPassword } from '@/lib/auth/password-crypto';
import type { Locale } from '@/lib/i18n/locales';
import { primeSettingsCookie } from '@/lib/settings/prime';
import styles from './LoginForm.module.css';

export type LoginTexts = {
  productTitle: string;
  version: string;
  heading: string;
  subtitle: string;
  username: string;
  password: string;
  captcha: string;
  captchaAlt: string;
  captchaRefresh: string;
  submit: string;
  submitting: string;
  usernameRequired: string;
  passwordRequired: string;
  captchaRequired: string;
  noMenuPermission: string;
  failed: string;
  insecureContext: string;
};

type Fields = { username: string; password: string; captcha: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

type LoginFormProps = {
  redirectTo: string;
  locale: Locale;
  texts: LoginTexts;
  http: HttpTexts;
  mode: 'light' | 'dark';
  style?: CSSProperties;
  /** Why the user is here, shown until the first attempt (e.g. the platform did not answer). */
  notice?: string;
};

type FieldProps = {
  name: keyof Fields;
  label: string;
  value: string;
  error?: string;
  helper?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  className?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** An outlined text field with a floating label (the look of the console's fields, without MUI). */
function Field({ name, label, value, error, helper, type = 'text', autoComplete, autoFocus, className, onChange }: FieldProps) {
  const id = useId();
  const helperText = error ?? helper;
  const classes = [styles.field, value ? styles.filled : '', error ? styles.invalid : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type={type}
          className={styles.input}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={value}
          onChange={onChange}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={helperText ? `${id}-helper` : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      {helperText && (
        <p id={`${id}-helper`} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

export function LoginForm({ redirectTo, locale, texts: t, http, mode, style, notice }: LoginFormProps) {
  const [fields, setFields] = useState<Fields>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorMessage, setErrorMessage] = useState<string | undefined>(notice);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha>();
  // Only the answer of the latest captcha request is shown (clicks can overtake each other).
  const captchaRequest = useRef(0);

  const loadCaptcha = useCallback(() => {
    const request = ++captchaRequest.current;
    return fetchCaptcha(http).then(
      (next) => {
        if (request === captchaRequest.current) setCaptcha(next);
      },
      (error: unknown) => {
        if (request === captchaRequest.current) setErrorMessage(error instanceof LoginCallError ? error.message : t.failed);
      },
    );
  }, [http, t.failed]);

  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  const refreshCaptcha = useCallback(async () => {
    setFields((current) => ({ ...current, captcha: '' }));
    await loadCaptcha();
  }, [loadCaptcha]);

  const set = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!fields.username.trim()) next.username = t.usernameRequired;
    if (!fields.password) next.password = t.passwordRequired;
    if (captcha?.enabled && !fields.captcha.trim()) next.captcha = t.captchaRequired;
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!canEncrypt()) {
      setErrorMessage(t.insecureContext);
      return;
    }
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      const key = await fetchPublicKey(http);
      const result = await sendLogin(
        {
          username: fields.username.trim(),
          password: await encryptPassword(fields.password, key.publicKey),
          keyId: key.keyId,
          captcha: fields.captcha.trim(),
          captchaId: captcha?.captchaId ?? '',
        },
        http,
      );
      primeSettingsCookie(result.userInfo.id, locale);
      // A full navigation so the server renders the shell with the new session (and this user's theme).
      window.location.assign(redirectTo);
    } catch (error) {
      const reason = error instanceof LoginCallError ? (error.data as { reason?: unknown } | null | undefined)?.reason : undefined;
      setErrorMessage(reason === NO_MENU_PERMISSION ? t.noMenuPermission : error instanceof LoginCallError ? error.message : t.failed);
      setFields((current) => ({ ...current, password: '' }));
      await refreshCaptcha();
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page} data-mode={mode} style={style}>
      <main className={styles.card}>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
          <div>
            <h1 className={styles.title}>{t.productTitle}</h1>
            <p className={styles.subtitle}>
              {t.subtitle} · {t.version}
            </p>
          </div>
          <h2 className={styles.heading}>{t.heading}</h2>
          {errorMessage && (
            <div role="alert" data-testid="login-error" className={styles.alert}>
              <svg className={styles.alertIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
              </svg>
              <div className={styles.alertMessage}>{errorMessage}</div>
            </div>
          )}
          <Field name="username" label={t.username} autoComplete="username" autoFocus value={fields.username} onChange={set('username')} error={errors.username} />
          <Field name="password" label={t.password} type="password" autoComplete="current-password" value={fields.password} onChange={set('password')} error={errors.password} />
          {captcha?.enabled && (
            <div className={styles.captchaRow}>
              <Field
                name="captcha"
                label={t.captcha}
                autoComplete="off"
                value={fields.captcha}
                onChange={set('captcha')}
                error={errors.captcha}
                helper={t.captchaRefresh}
                className={styles.grow}
              />
              <button type="button" className={styles.captchaButton} onClick={() => void refreshCaptcha()} aria-label={t.captchaAlt} title={t.captchaAlt}>
                {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, nothing to optimise */}
                <img className={styles.captchaImage} alt={t.captchaAlt} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`} />
              </button>
            </div>
          )}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting && <span className={styles.spinner} aria-hidden="true" />}
            {submitting ? t.submitting : t.submit}
          </button>
        </form>
      </main>
    </div>
  );
}
