import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const BLOCKS = new Set(['P', 'DIV', 'UL', 'OL', 'LI', 'BR', 'STRONG', 'B', 'EM', 'I', 'A', 'SPAN']);

function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function renderNodes(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  return Array.from(nodes).map((node, i) => renderNode(node, `${keyPrefix}.${i}`));
}

function renderNode(node: ChildNode, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const children = renderNodes(el.childNodes, key);
  if (!BLOCKS.has(el.tagName)) return children;
  switch (el.tagName) {
    case 'P':
    case 'DIV':
      return (
        <Text key={key} mb="xs">
          {children}
        </Text>
      );
    case 'UL':
    case 'OL':
      return (
        <List key={key} type={el.tagName === 'OL' ? 'ordered' : 'unordered'} mb="xs">
          {children}
        </List>
      );
    case 'LI':
      return <List.Item key={key}>{children}</List.Item>;
    case 'BR':
      return <br key={key} />;
    case 'STRONG':
    case 'B':
      return <strong key={key}>{children}</strong>;
    case 'EM':
    case 'I':
      return <em key={key}>{children}</em>;
    case 'A': {
      const href = safeHref(el.getAttribute('href'));
      return href ? (
        <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer" underline="always">
          {children}
        </Anchor>
      ) : (
        <span key={key}>{children}</span>
      );
    }
    default:
      return <span key={key}>{children}</span>;
  }
}

/**
 * Server text with a little HTML (paragraphs, lists, emphasis, links) rebuilt as React elements from an
 * allow-list: no markup is ever injected, scripts and handlers are dropped, links only http(s)/mailto.
 */
export function SafeRichText({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div>{renderNodes(doc.body.childNodes, 'n')}</div>;
}
