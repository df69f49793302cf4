import { useState, type FormEvent } from 'react';
import { useSetup } from '../api/auth';
import { ApiProblem, isProblem } from '../api/client';
import { Button } from '../components/button';
import { TextField } from '../components/field';
import { ProblemMessage } from '../components/states';
import { AuthLayout } from './auth-layout';

const MIN_PASSWORD = 12;

/** First run with no administrator: the one-time token from the server log proves access to the host. */
export function SetupScreen() {
  const setup = useSetup();
  const [token, setToken] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = password.length > 0 && password.length < MIN_PASSWORD;
  const mismatch = repeat.length > 0 && repeat !== password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (password.length < MIN_PASSWORD || password !== repeat) return;
    setup.mutate({ token: token.trim(), email: email.trim(), password });
  };
  const problem = setup.error instanceof ApiProblem ? setup.error : null;
  return (
    <AuthLayout
      title="Set up Rubric"
      subtitle={
        <>
          No administrator exists yet. Enter the one-time setup token that the server wrote to its log at start (the
          line with <code>setupToken</code>), then choose the first administrator’s e-mail and password.
        </>
      }
    >
      <form className="stack" onSubmit={submit} noValidate>
        {setup.error ? (
          isProblem(setup.error, 'UNAUTHORIZED') ? (
            <div className="alert alert-error" role="alert">
              That setup token is not valid. Copy it again from the latest server log; each start issues a new one.
            </div>
          ) : (
            <ProblemMessage error={setup.error} />
          )
        ) : null}
        <TextField
          label="Setup token"
          name="token"
          autoComplete="off"
          spellCheck={false}
          required
          autoFocus
          value={token}
          onChange={(e) => setToken(e.target.value)}
          error={problem?.fieldError('token')}
        />
        <TextField
          label="Administrator e-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem?.fieldError('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={`At least ${MIN_PASSWORD} characters.`}
          error={
            (touched || tooShort) && password.length < MIN_PASSWORD
              ? `At least ${MIN_PASSWORD} characters.`
              : problem?.fieldError('password')
          }
        />
        <TextField
          label="Repeat the password"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={mismatch || (touched && repeat !== password) ? 'The passwords differ.' : undefined}
        />
        <Button type="submit" variant="primary" busy={setup.isPending} disabled={!token || !email || !password}>
          Create administrator
        </Button>
      </form>
    </AuthLayout>
  );
}
