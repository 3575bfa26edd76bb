// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render-in-router';
import { Tab, TabNav } from './tab-nav';

afterEach(cleanup);

describe('TabNav', () => {
  it('marks exactly the current tab, though a tab without search matches every search', async () => {
    await renderInRouter(
      () => (
        <TabNav label="Activity" current="comments">
          <Tab id="changes" to="/" search={{}} count={3}>
            Changes
          </Tab>
          <Tab id="comments" to="/" search={{ tab: 'comments' }}>
            Comments
          </Tab>
        </TabNav>
      ),
      '/?tab=comments',
    );
    const nav = await screen.findByRole('navigation', { name: 'Activity' });
    expect(nav).toBeInTheDocument();
    const comments = screen.getByRole('link', { name: 'Comments' });
    const changes = screen.getByRole('link', { name: 'Changes 3' });
    expect(comments).toHaveAttribute('aria-current', 'page');
    expect(changes).not.toHaveAttribute('aria-current');
    expect(comments.getAttribute('href')).toBe('/?tab=comments');
  });

  it('shows no count when it is 0', async () => {
    await renderInRouter(() => (
      <TabNav label="Sections" current="a">
        <Tab id="a" to="/" count={0}>
          Open
        </Tab>
      </TabNav>
    ));
    expect(await screen.findByRole('link', { name: 'Open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('TabNav of choices', () => {
  it('is a group of links with the given classes, the chosen one marked', async () => {
    await renderInRouter(
      () => (
        <TabNav label="Category" current="chat" choices={{ className: 'chips', tabClass: 'chip' }}>
          <Tab id="all" to="/" search={{}}>
            All categories
          </Tab>
          <Tab id="chat" to="/" search={{ category: 'chat' }}>
            Chat
          </Tab>
        </TabNav>
      ),
      '/?category=chat',
    );
    const group = await screen.findByRole('group', { name: 'Category' });
    expect(group).toHaveClass('chips');
    const chat = screen.getByRole('link', { name: 'Chat' });
    expect(chat).toHaveClass('chip');
    expect(chat).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All categories' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
