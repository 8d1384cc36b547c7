import { useParams, useSearchParams } from 'react-router';
import { JoinScreen } from '@/features/permit-join/components/join-screen';
import { MyPermitsScreen } from '@/features/permit-join/components/my-permits-screen';
import { readOwnEntry } from '@/lib/own-entry';
import { JoinSignature } from './join-signature';
import { useRouteLanguage } from './use-route-language';

/** /permit/:token: what a permit's QR code opens, for the worker on site to read and sign. */
export function PermitJoinPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const language = useRouteLanguage(searchParams.get('lang'));
  return (
    <main className="mx-auto max-w-lg p-4">
      <JoinScreen
        token={token}
        entryId={searchParams.get('entryId') ?? readOwnEntry()}
        language={language}
        Signature={JoinSignature}
      />
    </main>
  );
}

/** /worker/permits: the permits the worker is on today, live. */
export function MyPermitsPage() {
  const [searchParams] = useSearchParams();
  useRouteLanguage(searchParams.get('lang'));
  return (
    <main className="mx-auto max-w-lg p-4">
      <MyPermitsScreen entryId={searchParams.get('entryId') ?? readOwnEntry()} />
    </main>
  );
}
