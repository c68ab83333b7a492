// Task sentences that need several calls: the list a write needs its item from, each step of "X and Y", and the
// write an imperative sentence opens with, all stay on the first page.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../openapi/load';
import type { Catalog } from './index';
import { createCatalog } from './index';
import { taskSteps } from './task-steps';

type Op = [method: string, path: string, summary: string];
const OPS: Op[] = [
  ['get', '/me/lists', 'List my task lists'],
  ['post', '/me/lists', 'Create a task list'],
  ['get', '/me/lists/{list_id}/tasks', 'List tasks in a task list'],
  ['post', '/me/lists/{list_id}/tasks', 'Create a task in a task list'],
  ...['attachments', 'comments', 'checklist', 'reminders', 'labels', 'links', 'notes'].map(
    (sub): Op => ['post', `/me/lists/{list_id}/tasks/{task_id}/${sub}`, `Add ${sub} to a task`],
  ),
  ['put', '/me/lists/{list_id}/tasks/{task_id}', 'Update a task'],
  ['get', '/search/users', 'Search users'],
  ['get', '/users/{username}', 'Get a user'],
  ['get', '/users/{username}/repos', 'List repositories for a user'],
  ['get', '/users/{username}/followers', 'List followers of a user'],
  ['get', '/users/{username}/gists', 'List gists for a user'],
  ['get', '/repos/{owner}/{repo}', 'Get a repository'],
  ['get', '/repos/{owner}/{repo}/profile', 'Get the community profile of a repository'],
  ['get', '/repos/{owner}/{repo}/readme', 'Get the profile readme of a repository'],
  ['get', '/orgs/{org}/profile', 'Get the profile of an organization'],
  ['get', '/repos/{owner}/{repo}/issues', 'List repository issues'],
  ['post', '/repos/{owner}/{repo}/issues', 'Create an issue'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}', 'Get an issue'],
  ['patch', '/repos/{owner}/{repo}/issues/{issue_number}', 'Update an issue'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 'List issue comments'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/events', 'List issue events'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/labels', 'List labels for an issue'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/timeline', 'List timeline events for an issue'],
  ['get', '/customers', 'List customers'],
  ['get', '/subscriptions', 'List subscriptions'],
  ['get', '/subscriptions/search', 'Search subscriptions'],
  ['delete', '/subscriptions/{subscription}', 'Cancel a subscription'],
  ['post', '/subscription_schedules/{schedule}/cancel', 'Cancel a subscription schedule'],
  ['get', '/subscription_schedules', 'List subscription schedules'],
  ['post', '/quotes/{quote}/cancel', 'Cancel a quote'],
  ['post', '/reactions.add', 'Adds a reaction to an item'],
  ['post', '/chat.postMessage', 'Sends a message to a channel'],
  ['get', '/search.messages', 'Searches for messages matching a query'],
  ['post', '/chat.update', 'Updates a message'],
  ['post', '/chat.delete', 'Deletes a message'],
  ['post', '/chat.scheduleMessage', 'Schedules a message'],
];

const QUERY_PARAMS: Record<string, string> = { '/search/users': 'q', '/subscriptions/search': 'query', '/search.messages': 'query', '/customers': 'email' };

function spec(): string {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [method, path, summary] of OPS) {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = QUERY_PARAMS[path] === undefined ? [] : [{ name: QUERY_PARAMS[path], in: 'query', schema: { type: 'string' } }];
    (paths[path] ??= {})[method] = { summary, parameters: [...params, ...query], responses: { '200': { description: 'OK' } } };
  }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Tasks and repos', version: '1' }, paths });
}

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog(await loadSpec({ kind: 'text', text: spec(), name: 'tasks.json' }));
});

const keys = (q: string, limit: number): string[] => catalog.searchSync(q, { limit }).hits.map((h) => `${h.method} ${h.path}`);

describe('task sentences that need several calls', () => {
  it('a write into an item keeps the list that item comes from in the top 3', () => {
    const got = keys("Add a task 'Buy milk' to my Groceries list", 3);
    expect(got).toContain('POST /me/lists/{list_id}/tasks');
    expect(got).toContain('GET /me/lists');
  });

  it('each step of "find X and list Y" has its call in the top 5', () => {
    const got = keys('Find the profile of Ada Lovelace and list her repositories', 5);
    expect(got).toContain('GET /search/users');
    expect(got).toContain('GET /users/{username}/repos');
  });

  it('a page of one keeps the whole request\'s best call, not a later step\'s', () => {
    const q = 'Find the profile of Ada Lovelace and list her repositories';
    expect(keys(q, 1)).toEqual(keys(q, 10).slice(0, 1));
  });

  it('a capitalized request with values opens with its verb: the write is in the top 3', () => {
    expect(keys('Close issue 42 in acme/app', 3)).toContain('PATCH /repos/{owner}/{repo}/issues/{issue_number}');
  });
});

describe('emails and words the spec spells otherwise', () => {
  it('an email is looked up by the read that takes one, before the search of the thing the sentence acts on', () => {
    expect(keys('Cancel the subscription of maria@example.com', 2)).toContain('GET /customers');
  });

  it('a word of the same family as the spec\'s ("react" → reaction) matches it', () => {
    expect(keys('React with a thumbs up to the last message', 3)).toContain('POST /reactions.add');
  });
});

describe('taskSteps', () => {
  it('splits at "and"/"then" before a verb, not inside a noun phrase', () => {
    expect(taskSteps('Find the user Ada and list her repositories')).toEqual(['Find the user Ada', 'list her repositories']);
    expect(taskSteps('create a list, then add a task to it')).toEqual(['create a list', 'add a task to it']);
    expect(taskSteps('list issues and pull requests')).toEqual([]);
  });
});
