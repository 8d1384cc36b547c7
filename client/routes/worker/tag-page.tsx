import { useParams } from 'react-router';
import { TagScreen } from '@/features/equipment-inspections/components/tag-screen';

/** /tag/{token}: the live tag of a scaffold or platform, what its printed QR code opens. */
export function TagPage() {
  const { token = '' } = useParams();
  return <TagScreen token={token} />;
}
