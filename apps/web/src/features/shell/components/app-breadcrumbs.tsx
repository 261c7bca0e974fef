import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { routes } from '@/app/routes';
import { isShellHandle } from '../breadcrumb';

/** The breadcrumb of the current screen, from its route handle. */
export function AppBreadcrumbs() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isShellHandle(m.handle))?.handle;
  if (!isShellHandle(handle) || handle.breadcrumb.length === 0) return null;
  const trail = handle.breadcrumb;
  return (
    <nav aria-label={t('trilha.rotulo')}>
      <Breadcrumbs separatorMargin={6} mb="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map((crumb, i) =>
          crumb.to && i < trail.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={routes[crumb.to]} size="sm" c="pasture.8" py={6}>
              {t(`trilha.${crumb.label}`)}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="gray.7" aria-current="page" py={6}>
              {t(`trilha.${crumb.label}`)}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
