import { cardClass, cardTitleClass } from '@/components/ui/card';
import { Highlighted, SectionHits, sectionTitleClass } from '@/components/ui/highlighted';
import type { SearchResultList } from '../api/organization-queries';
import styles from './organization-search.module.css';
import { liveUrl } from '@/api/safe-url';

type SearchSpace = SearchResultList['items'][number];

/** One space's matching pages, each with its ancestors and the sections that match. */
export function SearchSpaceCard(props: { space: SearchSpace; query: string }) {
  const { space, query } = props;
  return (
    <section className={cardClass} aria-label={`Space ${space.title}`}>
      <h2 className={cardTitleClass}>{space.title}</h2>
      <ul className={styles.pages}>
        {space.pages.map((page) => (
          <li key={page.id} className={styles.page}>
            {page.ancestors.length > 0 ? (
              <p className={styles.ancestors}>
                {page.ancestors.map((ancestor) => ancestor.title).join(' › ')}
              </p>
            ) : null}
            <h3 className={styles.pageTitle}>
              <a href={liveUrl(page.urls.app)} target="_blank" rel="noreferrer">
                <Highlighted text={page.title} query={query} />
              </a>
            </h3>
            {page.sections.length > 0 ? (
              <SectionHits
                sections={page.sections}
                query={query}
                title={(section) => (
                  <a
                    href={liveUrl(section.urls.app)}
                    target="_blank"
                    rel="noreferrer"
                    className={sectionTitleClass}
                  >
                    <Highlighted text={section.title || page.title} query={query} />
                  </a>
                )}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
