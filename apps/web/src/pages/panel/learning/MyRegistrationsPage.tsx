import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMyRegistrations } from '../../../features/learning/api';
import {
  RegistrationCard,
  RegistrationCardSkeleton,
} from '../../../features/learning/components/RegistrationCard';
import { MyWaitlist } from '../../../features/learning/components/MyWaitlist';
import { KINDS, type LearningKind } from '../../../features/learning/kinds';
import {
  readRegistrationFilter,
  REGISTRATION_FILTERS,
  registrationFilterStatuses,
} from '../../../features/learning/model';
import { FilteredEmptyState } from '../../../kit/EmptyState';
import { FilterChips } from '../../../kit/FilterChips';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { Pager, useListSearch } from '../../../kit/Pager';

const PER_PAGE = 10;

const ICON: Record<LearningKind, ReactNode> = {
  training: <LocalLibraryOutlined />,
  circles: <ForumOutlined />,
  events: <EventNoteOutlined />,
};

const DESCRIPTION: Record<LearningKind, string> = {
  training:
    'دوره‌هایی که در آن‌ها پیش ثبت نام یا ثبت نام کرده‌اید، با وضعیت ثبت نام و وضعیت مالی هر کدام.',
  circles:
    'حلقه‌های مباحثه‌ای که در آن‌ها ثبت نام کرده‌اید، با وضعیت ثبت نام و وضعیت مالی هر کدام.',
  events: 'رویدادهایی که در آن‌ها ثبت نام کرده‌اید، با وضعیت ثبت نام و وضعیت مالی هر کدام.',
};

function MyRegistrations({ kind }: { kind: LearningKind }) {
  const info = KINDS[kind];
  const { filter, page, go } = useListSearch(
    { key: 'status', read: readRegistrationFilter },
    { scroll: false },
  );
  const list = useMyRegistrations({
    page,
    per_page: PER_PAGE,
    classroom__unit__category__type: info.categoryType,
    status__in: registrationFilterStatuses(filter),
  });

  const rows = list.data?.results;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={info.mineTitle}
        description={DESCRIPTION[kind]}
        actions={
          <Button
            component={RouterLink}
            to={info.publicList}
            variant="outlined"
            startIcon={<SearchRounded />}
          >
            همه {info.title}
          </Button>
        }
      />
      <MyWaitlist kind={kind} />
      <FilterChips
        label={`وضعیت ${info.noun}‌ها`}
        options={REGISTRATION_FILTERS}
        value={filter}
        onChange={(v) => go({ filter: v })}
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={info.mineTitle}>
          {Array.from({ length: 3 }, (_, i) => (
            <RegistrationCardSkeleton key={i} />
          ))}
        </Stack>
      ) : rows && rows.length === 0 ? (
        <Card>
          <FilteredEmptyState
            icon={ICON[kind]}
            filtered={filter !== 'all'}
            title={`هنوز در ${info.noun}ی ثبت نام نکرده‌اید.`}
            filteredTitle={`${info.noun}ی با این وضعیت ندارید.`}
            description={
              filter === 'all'
                ? `${info.title} دانش‌سرا را ببینید و در ${info.noun} دلخواه خود ثبت نام کنید.`
                : 'وضعیت دیگری را انتخاب کنید.'
            }
            start={{ to: info.publicList, label: `مشاهده ${info.title}` }}
            showAll="نمایش همه"
            onShowAll={() => go({ filter: 'all' })}
          />
        </Card>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label={info.mineTitle}
          aria-busy={list.isPlaceholderData}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows?.map((r) => (
            <RegistrationCard key={r.id} registration={r} kind={kind} />
          ))}
        </Stack>
      )}
      {list.data && (
        <Pager
          page={page}
          pages={list.data.num_pages}
          count={list.data.count}
          onChange={(next) => go({ page: next })}
        />
      )}
    </Box>
  );
}

/** /panel/profile/all-classrooms */
export function MyClassroomsPage() {
  return <MyRegistrations kind="training" />;
}

/** /panel/profile/all-discussion-circles-classrooms */
export function MyCirclesPage() {
  return <MyRegistrations kind="circles" />;
}

/** /panel/profile/all-events */
export function MyEventsPage() {
  return <MyRegistrations kind="events" />;
}
