import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiProblem } from '../api/client';
import { useCreatePartner, usePartners } from '../api/partners';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/field';
import { Card, PageHeader } from '../components/page';
import { EmptyState, ProblemMessage, QueryView } from '../components/states';
import { useToast } from '../components/toast';
import { formatDateTime, formatRelative } from '../lib/format';

function CreatePartnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePartner();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const close = () => {
    create.reset();
    setName('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: ({ partner }) => {
        toast('success', `Partner ${partner.name} created`);
        close();
        void navigate(`/partners/${partner.id}`);
      },
    });
  };
  const problem = create.error instanceof ApiProblem ? create.error : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="New partner"
      description="A partner is an organisation that calls the API. It gets a test and a live environment, each with its own keys and webhooks."
    >
      <form className="stack" onSubmit={submit}>
        <TextField
          label="Name"
          name="partner-name"
          required
          data-autofocus
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint="1–100 characters: letters, digits, space, . _ -"
          error={problem?.fieldError('name')}
        />
        {create.error && !problem?.fieldError('name') ? <ProblemMessage error={create.error} /> : null}
        <div className="dialog-footer">
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending} disabled={!name.trim()}>
            Create partner
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function PartnersScreen() {
  const partners = usePartners();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      New partner
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Partners & API keys"
        description="Organisations that call the partner API, and their keys."
        actions={newButton}
      />
      <Card>
        <QueryView query={partners}>
          {({ partners: list }) =>
            list.length === 0 ? (
              <EmptyState title="No partners yet" action={newButton}>
                Create the first partner, then give it an API key for its test environment.
              </EmptyState>
            ) : (
              <div className="table-wrap">
                <table className="table table-hover">
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th>Blind scoring</th>
                      <th>Created</th>
                      <th className="num">Id</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((p) => (
                      <tr key={p.id}>
                        <td>
                          <Link to={`/partners/${p.id}`} className="strong">
                            {p.name}
                          </Link>
                          {p.scoringPause ? (
                            <>
                              {' '}
                              <Badge tone="warning">Scoring paused</Badge>
                            </>
                          ) : null}
                        </td>
                        <td>{p.blindScoring ? <Badge tone="info">on</Badge> : <span className="muted">off</span>}</td>
                        <td title={formatDateTime(p.createdAt)}>{formatRelative(p.createdAt)}</td>
                        <td className="num mono muted small">{p.id}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </Card>
      <CreatePartnerDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
