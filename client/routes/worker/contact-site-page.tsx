import { useParams } from 'react-router';
import { ContactSiteScreen } from '@/features/site-inquiries/components/contact-site-screen';

/** /contact/{site code}: the site's "contact the site" form for the public. */
export function ContactSitePage() {
  const { siteCode = '' } = useParams();
  return <ContactSiteScreen siteCode={siteCode} />;
}
