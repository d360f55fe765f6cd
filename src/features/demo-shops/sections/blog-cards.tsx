import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { DemoBlog } from '@/contracts/demo/demo-entities';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { SampleText } from './sample-text';

type Props = { blogs: DemoBlog[] };

/** Lines of a description shown before "Read more". */
const CLAMPED_LINES = 3;

/** Blog posts as cards: one column on phones, two on tablets, three on desktops. */
export function BlogCards({ blogs }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {blogs.map((blog) => (
        <BlogCard key={blog.id} blog={blog} />
      ))}
    </Box>
  );
}

/**
 * The element id a post's url points at ('/gadget-shop#blog-3' → 'blog-3'), so the url
 * scrolls to this card when shared or opened.
 */
export function blogAnchor(url: string): string | undefined {
  const hash = url.indexOf('#');
  const fragment = hash === -1 ? '' : url.slice(hash + 1);
  return fragment === '' ? undefined : fragment;
}

function BlogCard({ blog }: { blog: DemoBlog }) {
  const { t } = useTranslation('demo-sections');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const clamped = useClampOverflow(textRef, expanded);

  return (
    <Card
      component="article"
      variant="outlined"
      id={blogAnchor(blog.url)}
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // The shop's sticky header would otherwise cover the post a deep link scrolls to.
        scrollMarginTop: 96,
        '&:target': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'background.default' }}>
        <Image
          src={blog.imgUrl}
          alt=""
          fill
          sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, 400px"
          unoptimized={blog.imgUrl.endsWith('.svg')}
          style={{ objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={titleId} component="h3" variant="h4">
          <SampleText>{blog.title}</SampleText>
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            color: 'text.secondary',
          }}
        >
          <Meta icon={<CalendarTodayOutlined fontSize="inherit" />}>
            <time dateTime={blog.createdAt}>{formatDate(blog.createdAt, locale)}</time>
          </Meta>
          <Meta icon={<ChatBubbleOutlineOutlined fontSize="inherit" />}>
            {t('blog.comments', {
              count: blog.comments,
              n: formatNumber(blog.comments, locale),
            })}
          </Meta>
        </Box>
        <Typography
          ref={textRef}
          id={textId}
          variant="body2"
          color="text.secondary"
          sx={
            expanded
              ? undefined
              : {
                  display: '-webkit-box',
                  WebkitBoxOrient: 'vertical',
                  WebkitLineClamp: CLAMPED_LINES,
                  overflow: 'hidden',
                }
          }
        >
          <SampleText>{blog.description}</SampleText>
        </Typography>
        {clamped || expanded ? (
          <Button
            aria-expanded={expanded}
            aria-controls={textId}
            aria-describedby={titleId}
            onClick={() => setExpanded((open) => !open)}
            sx={{ alignSelf: 'flex-start', minHeight: 44, mt: 'auto', px: 1, mx: -1 }}
          >
            {expanded ? t('blog.showLess') : t('blog.readMore')}
          </Button>
        ) : null}
      </Box>
    </Card>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {icon}
      {children}
    </Typography>
  );
}

/**
 * Whether the clamped text hides something, so a short description gets no "Read more" that
 * would do nothing. Until the browser has laid the text out (and where it never does, as in
 * tests) it assumes so: a needless button is better than text that cannot be read.
 */
function useClampOverflow(ref: RefObject<HTMLElement | null>, expanded: boolean): boolean {
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => {
      if (element.clientHeight === 0) return;
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // A narrower column wraps into more lines: measure again when the card's width changes.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, expanded]);
  return overflows;
}
