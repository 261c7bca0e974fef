import { LANDING_IMAGE_INTERVAL_MS } from '@guia/shared';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const SLIDES = [
  { key: 'pasto', src: '/ilustracoes/pasto.svg' },
  { key: 'produtor', src: '/ilustracoes/produtor.svg' },
  { key: 'cadeia', src: '/ilustracoes/cadeia.svg' },
] as const;

/**
 * The landing's three rotating illustrations (every 5 s). Rotation pauses while the pointer or the
 * keyboard focus is on it, can be stopped with a button, and never starts for prefers-reduced-motion.
 */
export function HeroCarousel() {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), LANDING_IMAGE_INTERVAL_MS);
    return () => clearInterval(id);
  }, [rotating]);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carrossel"
      aria-label={t('hero.carrossel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('hero.slide')}
            aria-label={t('hero.slideN', { n: i + 1, total: SLIDES.length })}
            hidden={i !== index}
          >
            <img
              className={classes.slideImage}
              src={slide.src}
              alt={t(`hero.imagens.${slide.key}`)}
              width={640}
              height={480}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
      <div className={classes.carouselControls}>
        {!reducedMotion && (
          <ActionIcon
            variant="subtle"
            size={44}
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('hero.continuar') : t('hero.pausar')}
          >
            {stopped ? <IconPlayerPlay aria-hidden /> : <IconPlayerPause aria-hidden />}
          </ActionIcon>
        )}
        {SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className={classes.dot}
            aria-label={t('hero.irPara', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
