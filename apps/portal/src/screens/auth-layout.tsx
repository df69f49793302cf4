import { useEffect, type ReactNode } from 'react';
import { Logo } from '../components/logo';

/** The frame of the screens shown before a session exists: sign-in and first-run setup. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Rubric admin`;
  }, [title]);
  return (
    <main className="auth">
      <div className="auth-card">
        <div className="auth-brand">
          <Logo />
          <span>Rubric admin</span>
        </div>
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
