import { useParams } from 'react-router';
import { useStaffSession } from '@/features/auth/hooks/use-staff-session';
import { TagScreen } from '@/features/equipment-inspections/components/tag-screen';

/** /tag/{token}: the live tag of a scaffold or platform, what its printed QR code opens. */
export function TagPage() {
  const { token = '' } = useParams();
  const signedIn = useStaffSession().status === 'authenticated';
  return <TagScreen token={token} signedIn={signedIn} />;
}
