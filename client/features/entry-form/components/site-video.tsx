import { useTranslation } from 'react-i18next';
import { WatchedVideo } from './watched-video';

/** The site's own safety video, watched before submit unless the form has video fields. */
export function SiteVideo(props: { src: string; isWatched: boolean; onWatched: () => void }) {
  const { t } = useTranslation('entry-form');
  return (
    <section aria-labelledby="site-video-title">
      <h2 id="site-video-title" className="text-lg font-bold text-slate-900">
        {t('siteVideo.title')}
      </h2>
      <p id="site-video-intro" className="mb-2 text-base text-slate-700">
        {t('siteVideo.intro')}
      </p>
      <WatchedVideo title={t('siteVideo.title')} describedBy="site-video-intro" {...props} />
    </section>
  );
}
