import { useParams, useSearchParams } from 'react-router';
import { toSiteId } from '@/data/sites';
import { LanguageScreen } from '@/features/worker-language/components/language-screen';

/** /worker/language and /language/:siteId, with ?code=, ?siteId= and ?preview=. */
export function LanguagePage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  return (
    <LanguageScreen
      site={{
        code: searchParams.get('code'),
        siteId: toSiteId(params.siteId ?? searchParams.get('siteId')),
      }}
      preview={searchParams.get('preview')}
    />
  );
}
