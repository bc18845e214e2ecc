import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toPersianDigits } from '@daneshsara/domain';
import { safeHref } from '../../../kit/richText';
import { EmptyState } from '../../../kit/EmptyState';
import { InfoRows, type InfoItem } from '../../../kit/InfoRows';
import { PageHeader } from '../../../kit/PageHeader';
import { StatusChip } from '../../payments/components/StatusChip';
import { useClassroom } from '../api';
import { KINDS, kindOfCategoryType } from '../kinds';
import type { Badge } from '../model';

/** A quiet line of help inside a section (nothing to list yet, or not allowed yet). */
export function InlineNote({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: '#faf8f4',
      }}
    >
      <InfoOutlined sx={{ color: 'primary.light', mt: 0.25 }} />
      <Typography sx={{ lineHeight: 1.9, color: 'text.secondary' }}>{children}</Typography>
    </Box>
  );
}

/** «حضور [حاضر]»: a named chip inside a row's facts (<dl>). */
export function LabeledChip({ label, badge }: { label: string; badge: Badge }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <StatusChip {...badge} />
      </Box>
    </Box>
  );
}

/** A row of named chips that wraps on a phone. */
export function ChipRow({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {children}
    </Box>
  );
}

/** A heading with what sits at its end (a chip); the end wraps under it on a narrow phone. */
export function TitleRow({ children, mb }: { children: ReactNode; mb?: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
        mb,
      }}
    >
      {children}
    </Box>
  );
}

/** A row's small facts under its title (leader, seats), wrapping on a phone. */
export function MetaLine({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        color: 'text.secondary',
        fontSize: '0.88rem',
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** A fact of a MetaLine with its small icon before it. */
export function IconText({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { fontSize: 18 } }}
    >
      {icon}
      {children}
    </Box>
  );
}

/**
 * A handed-in file: opened in a new tab (the server names files, so no name is shown). `image`:
 * the file is a picture, shown as a small preview beside the link so the person sees what they sent.
 */
export function AttachmentLink({
  url,
  label = 'مشاهده فایل ارسالی',
  image = false,
}: {
  url: string | null;
  label?: string;
  image?: boolean;
}) {
  const href = safeHref(url);
  if (!href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: image ? 1.25 : 0.5,
        fontWeight: 600,
        minHeight: 32,
      }}
    >
      {image ? (
        <Box
          component="img"
          src={href}
          alt=""
          sx={{
            width: 72,
            height: 56,
            objectFit: 'cover',
            borderRadius: 1.5,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: '#faf8f4',
            flexShrink: 0,
          }}
        />
      ) : (
        <AttachFileRounded sx={{ fontSize: 18 }} />
      )}
      {label}
    </Link>
  );
}

/** Another person's row, or one that does not exist: the same calm «پیدا نشد» for both. */
export function NotFoundPage({
  title,
  what,
  back,
  description = 'ممکن است نشانی اشتباه باشد یا این بخش به شما تعلق نداشته باشد.',
}: {
  title: string;
  /** «این جلسه» */
  what: string;
  back: { to: string; label: string };
  description?: string;
}) {
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader title={title} back={back} />
      <Card>
        <EmptyState
          icon={<SearchOffRounded />}
          title={`${what} پیدا نشد`}
          description={description}
          link={back}
        />
      </Card>
    </Box>
  );
}

/** Two columns on a desktop (the side column beside both rows); one on a phone, the side second. */
export function TwoColumns({
  main,
  side,
  rest,
}: {
  main: ReactNode;
  side: ReactNode;
  rest: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gridTemplateAreas: { xs: '"main" "side" "rest"', md: '"main side" "rest side"' },
        gridTemplateRows: { md: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'main', minWidth: 0 }}>{main}</Box>
      <Box sx={{ gridArea: 'side', minWidth: 0, alignSelf: 'start' }}>{side}</Box>
      <Stack spacing={3} sx={{ gridArea: 'rest', minWidth: 0 }}>
        {rest}
      </Stack>
    </Box>
  );
}

/** The skeleton of a two-column detail page. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}

/** A classroom's title where a row carries only its id (a team, say); `link`: to its public page. */
export function ClassroomName({ id, link = false }: { id: number; link?: boolean }) {
  const { data, isPending } = useClassroom(id);
  if (isPending) return <Skeleton width={120} sx={{ display: 'inline-block' }} />;
  if (!data) return <>کلاس</>;
  const title = toPersianDigits(data.title);
  if (!link) return <>{title}</>;
  const info = KINDS[kindOfCategoryType(data.unit_info?.category_info?.type)];
  return (
    <Link component={RouterLink} to={info.publicDetail(data.id)}>
      {title}
    </Link>
  );
}

export type Fact = InfoItem;

/** Label and value pairs, two to a row even on a phone (short values: chips, dates). */
export function Facts({ items }: { items: Fact[] }) {
  return <InfoRows items={items} pairs />;
}
