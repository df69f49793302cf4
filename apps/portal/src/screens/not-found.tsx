import { Link } from 'react-router';
import { PageHeader } from '../components/page';
import { EmptyState } from '../components/states';

export function NotFoundScreen() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no page at this address"
        action={
          <Link to="/" className="btn btn-primary">
            Go to the overview
          </Link>
        }
      >
        It may have moved, or the link is mistyped.
      </EmptyState>
    </>
  );
}
