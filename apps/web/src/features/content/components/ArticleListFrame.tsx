import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Paginated } from '@daneshsara/domain';
import type { ComponentProps, ReactNode } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { Pager } from '../../../kit/Pager';
import { ArticleGrid } from './ArticleGrid';

const WAITING = { isPending: true, error: null, refetch: () => undefined } as const;

/**
 * A public list page of cards (posts, contents, topics, landing pages): its tab title and
 * heading, a line about it, its filter, the cards with their states, and the pages.
 * `waiting`: the filter is still being resolved (a category's tree), so skeletons show.
 */
export function ArticleListFrame<T>({
  title,
  lead,
  filter,
  query,
  waiting = false,
  list,
  skeletons = 6,
  ...grid
}: {
  title: string;
  lead?: string;
  filter?: ReactNode;
  query: { data?: Paginated<T>; isPending: boolean; error: unknown; refetch: () => unknown };
  waiting?: boolean;
  /** The page in the URL (useListSearch). */
  list: { page: number; go: (next: { page: number }) => void };
} & Omit<ComponentProps<typeof ArticleGrid<T>>, 'query'>) {
  return (
    <>
      <PageTitle title={title} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 900, fontSize: { xs: '1.5rem', md: '2rem' }, mb: lead ? 1 : 2 }}
        >
          {title}
        </Typography>
        {lead && <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{lead}</Typography>}
        {filter}
        <ArticleGrid<T> query={waiting ? WAITING : query} skeletons={skeletons} {...grid} />
        {query.data && !waiting && (
          <Pager
            page={list.page}
            pages={query.data.num_pages}
            count={query.data.count}
            onChange={(page) => list.go({ page })}
          />
        )}
      </Container>
    </>
  );
}
