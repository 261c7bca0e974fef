import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { href, type RouteName } from '@/app/routes';
import { type Crumb, isShellHandle } from '@/lib/breadcrumb';

/** The crumb's path with the current URL's params, or null when they do not fill it. */
function crumbPath(to: RouteName, params: Record<string, string | undefined>): string | null {
  try {
    return href(
      to,
      Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>,
    );
  } catch {
    return null;
  }
}

function CrumbText({ crumb, text }: { crumb: Crumb; text: string }) {
  return crumb.Label ? <crumb.Label fallback={text} /> : text;
}

/** The breadcrumb of the current screen, from its route handle. */
export function AppBreadcrumbs() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isShellHandle(m.handle))?.handle;
  if (!isShellHandle(handle) || handle.breadcrumb.length === 0) return null;
  const trail = handle.breadcrumb;
  const params = matches.at(-1)?.params ?? {};
  return (
    <nav aria-label={t('trilha.rotulo')}>
      <Breadcrumbs separatorMargin={6} mb="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map((crumb, i) => {
          const path = crumb.to && i < trail.length - 1 ? crumbPath(crumb.to, params) : null;
          const text = t(`trilha.${crumb.label}`);
          return path ? (
            <Anchor
              key={crumb.label}
              component={Link}
              to={path}
              size="sm"
              c="pasture.8"
              py={6}
              style={{ overflowWrap: 'anywhere' }}
            >
              <CrumbText crumb={crumb} text={text} />
            </Anchor>
          ) : (
            <Text
              key={crumb.label}
              size="sm"
              c="gray.7"
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              py={6}
            >
              <CrumbText crumb={crumb} text={text} />
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
