import { useState, type FormEvent } from 'react';
import { useSignIn } from '../api/auth';
import { isProblem } from '../api/client';
import { Button } from '../components/button';
import { TextField } from '../components/field';
import { ProblemMessage } from '../components/states';
import { AuthLayout } from './auth-layout';

export function SignInScreen() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password });
  };
  const wrong = isProblem(signIn.error, 'UNAUTHORIZED');
  return (
    <AuthLayout title="Sign in to Rubric" subtitle="Administrators only. Partner API keys do not open the portal.">
      <form className="stack" onSubmit={submit} noValidate>
        {signIn.error ? (
          wrong ? (
            <div className="alert alert-error" role="alert">
              Wrong e-mail or password. Check both and try again.
            </div>
          ) : (
            <ProblemMessage error={signIn.error} />
          )
        ) : null}
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={signIn.isPending} disabled={!email || !password}>
          Sign in
        </Button>
      </form>
      <p className="auth-footnote">
        Forgot the password? An operator can add an administrator with <code>npx rubric admins create</code>.
      </p>
    </AuthLayout>
  );
}
