import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import type { StoreCategoryRow } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { findCategoryPath } from '../filters';

/**
 * The store's categories as a tree (GET /store/categories?parent__isnull=true, each root with its
 * subtree): «همه دسته‌ها», then each category with its children under it, foldable.
 */
export function CategoryTree({
  tree,
  loading,
  selected,
  onSelect,
}: {
  tree: readonly StoreCategoryRow[] | undefined;
  loading: boolean;
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  // Folded nodes; everything starts open (the tree is small) except what the person folds.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const openPath = new Set(
    selected && tree ? findCategoryPath(tree, selected).map((c) => c.id) : [],
  );

  if (loading && !tree) {
    return (
      <Box aria-busy sx={{ display: 'grid', gap: 0.5 }}>
        {[70, 55, 62, 48].map((w) => (
          <Skeleton key={w} width={`${w}%`} height={36} />
        ))}
      </Box>
    );
  }

  const toggle = (id: number) =>
    setFolded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNode = (node: StoreCategoryRow, depth: number) => {
    const hasChildren = node.children.length > 0;
    const open = hasChildren && (!folded.has(node.id) || openPath.has(node.id));
    return (
      <Box component="li" key={node.id}>
        <Row
          label={node.title}
          depth={depth}
          selected={selected === node.id}
          onClick={() => onSelect(node.id)}
          toggle={
            hasChildren ? (
              <IconButton
                size="small"
                aria-label={
                  open ? `بستن زیرشاخه‌های ${node.title}` : `باز کردن زیرشاخه‌های ${node.title}`
                }
                aria-expanded={open}
                onClick={() => toggle(node.id)}
                sx={{ width: 36, height: 36, minWidth: 36, minHeight: 36 }}
              >
                <ExpandMoreRounded
                  fontSize="small"
                  sx={{ transform: open ? 'none' : 'rotate(90deg)', transition: 'transform .2s' }}
                />
              </IconButton>
            ) : null
          }
        />
        {hasChildren && (
          <Collapse in={open} unmountOnExit={false}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {node.children.map((child) => renderNode(child, depth + 1))}
            </Box>
          </Collapse>
        )}
      </Box>
    );
  };

  return (
    <Box component="ul" aria-label="دسته‌بندی‌های فروشگاه" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <Box component="li">
        <Row
          label="همه دسته‌ها"
          depth={0}
          selected={selected === null}
          onClick={() => onSelect(null)}
        />
      </Box>
      {(tree ?? []).map((node) => renderNode(node, 0))}
    </Box>
  );
}

function Row({
  label,
  depth,
  selected,
  onClick,
  toggle,
}: {
  label: string;
  depth: number;
  selected: boolean;
  onClick: () => void;
  toggle?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, paddingInlineStart: depth * 2 }}>
      <ButtonBase
        onClick={onClick}
        aria-current={selected ? 'true' : undefined}
        sx={{
          flex: 1,
          justifyContent: 'flex-start',
          textAlign: 'start',
          minHeight: 40,
          px: 1.25,
          borderRadius: 2,
          fontSize: depth ? '0.9rem' : '0.95rem',
          fontWeight: selected ? 800 : depth ? 500 : 600,
          color: selected ? 'primary.dark' : 'text.primary',
          bgcolor: selected ? 'rgba(15,94,99,0.1)' : 'transparent',
          position: 'relative',
          '&:hover': { bgcolor: selected ? 'rgba(15,94,99,0.14)' : 'rgba(15,94,99,0.05)' },
          '&::before': depth
            ? {
                content: '""',
                width: 6,
                height: 6,
                borderRadius: 99,
                bgcolor: selected ? 'secondary.main' : '#cfc6b5',
                marginInlineEnd: 1,
                flexShrink: 0,
              }
            : undefined,
        }}
      >
        {label}
      </ButtonBase>
      {toggle}
    </Box>
  );
}
