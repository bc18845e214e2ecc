import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRial, TicketSourceType, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useContent, useTopics } from '../../../features/content/api';
import { MediaList } from '../../../features/content/components/MediaView';
import { contentPaths } from '../../../features/content/paths';
import { moneyPaths } from '../../../features/payments/paths';
import { shopPaths } from '../../../features/shop/paths';
import { RichText } from '../../../kit/RichText';
import { SectionCard } from '../../../kit/SectionCard';
import { ArticleFrame } from './ArticlePage';

/**
 * A non-free content's media are for the buyers of a product whose content category covers it:
 * the way to buy it is that product (or, with several, each of them); the shop when none is sold.
 */
function LockedNotice({
  count,
  products,
}: {
  count: number;
  products: { id: number; title: string; sellable_price: number }[];
}) {
  return (
    <Alert
      severity="info"
      icon={<LockOutlined />}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography sx={{ lineHeight: 2 }}>
        {toPersianDigits(
          products.length
            ? `این محتوا ${count} رسانه دارد که با خرید ${products.length > 1 ? 'یکی از این محصولات' : 'این محصول'} برایتان باز می‌شود.`
            : `این محتوا ${count} رسانه دارد که پس از خرید محصول مرتبط از فروشگاه برایتان باز می‌شود.`,
        )}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {(products.length ? products : [null]).map((p) => (
          <Button
            key={p?.id ?? 'shop'}
            component={RouterLink}
            to={p ? shopPaths.product(p.id) : paths.shop}
            variant={p ? 'contained' : 'outlined'}
            size="small"
            startIcon={p ? <AddShoppingCartRounded /> : <StorefrontOutlined />}
          >
            {p ? `خرید «${toPersianDigits(p.title)}» · ${formatRial(p.sellable_price)}` : 'فروشگاه'}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}

/** /content/{id}: a content, its media (or how to get them), its description and topics. */
export function ContentPage() {
  const id = Number(useParams().id);
  const content = useContent(id);
  const topics = useTopics(id);
  const c = content.data;
  const crumbs = [
    { label: 'صفحه اصلی', to: paths.home },
    { label: 'محتوای آموزشی', to: contentPaths.contents },
    ...(c?.category_info
      ? [{ label: c.category_info.title, to: contentPaths.category(c.category_info.id) }]
      : []),
  ];
  return (
    <ArticleFrame
      crumbs={crumbs}
      title={c?.title}
      date={c?.creation_time}
      hashtags={c?.hashtags_info ?? []}
      thumbnail={c?.thumbnail}
      query={content}
    >
      {c && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {c.summary && (
            <Typography sx={{ fontSize: '1.08rem', lineHeight: 2.1, color: 'text.secondary' }}>
              {toPersianDigits(c.summary)}
            </Typography>
          )}
          {!c.is_purchased && c.medias_count > 0 && (
            <LockedNotice count={c.medias_count} products={c.covering_products_info ?? []} />
          )}
          {c.medias_info.length > 0 && <MediaList medias={c.medias_info} />}
          {c.description && <RichText text={c.description} />}
          {c.specification && (
            <SectionCard id="content-spec" title="مشخصات" icon={<ListAltOutlined />}>
              <RichText text={c.specification} />
            </SectionCard>
          )}
          {topics.data && topics.data.results.length > 0 && (
            <SectionCard id="content-topics" title="مباحث" icon={<TopicOutlined />}>
              <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 2 }}>
                {topics.data.results.map((t) => (
                  <li key={t.id}>
                    <Typography component="h3" sx={{ fontWeight: 800, mb: 0.5 }}>
                      <Link component={RouterLink} to={contentPaths.topic(t.id)} underline="hover">
                        {toPersianDigits(t.title)}
                      </Link>
                    </Typography>
                    {t.text && <RichText text={t.text} />}
                  </li>
                ))}
              </Box>
            </SectionCard>
          )}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              pt: 2,
            }}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              پرسشی درباره این محتوا دارید؟ از کارشناسان محتوا بپرسید.
            </Typography>
            <Button
              component={RouterLink}
              to={moneyPaths.newTicket({
                source_type: TicketSourceType.CONTENT,
                source_id: c.id,
                title: c.title,
              })}
              variant="outlined"
              startIcon={<SupportAgentOutlined />}
            >
              تیکت
            </Button>
          </Box>
        </Box>
      )}
    </ArticleFrame>
  );
}
