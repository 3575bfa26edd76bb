/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from './server.ts';
import { journalFile } from './journal/journal-file.ts';

/**
 * The API server with `--data`, killed with SIGKILL (no chance to flush anything) right after
 * answering changes: every change it confirmed is there when it starts again on the same file.
 */

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'folio-crash-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function startServer(dataFile: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/backend/server-cli.ts', '--port', '0', '--data', dataFile],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const headers = { authorization: 'Bearer demo-admin', 'content-type': 'application/json' };

describe('a killed API server', () => {
  it('loses no change it confirmed', { timeout: 120_000 }, async () => {
    const dataFile = join(directory, 'state.json');
    const first = await startServer(dataFile);
    const titles: string[] = [];
    try {
      // The first change writes the snapshot; the next ones only append to the journal.
      for (let index = 0; index < 5; index += 1) {
        const title = `Survives a crash ${index}`;
        const response = await fetch(`${first.url}/v1/spaces/space_handbook`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title }),
        });
        expect(response.status).toBe(200);
        titles.push(title);
      }
      const created = await fetch(`${first.url}/v1/orgs/org_acme/spaces`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Created before the crash' }),
      });
      expect(created.status).toBe(201);
    } finally {
      await kill(first.child);
    }

    const second = await startServer(dataFile);
    try {
      const space = (await (
        await fetch(`${second.url}/v1/spaces/space_handbook`, { headers })
      ).json()) as { title: string };
      expect(space.title).toBe(titles.at(-1));
      const list = (await (
        await fetch(`${second.url}/v1/orgs/org_acme/spaces?limit=1000`, { headers })
      ).json()) as { items: { title: string }[] };
      expect(list.items.map((item) => item.title)).toContain('Created before the crash');
    } finally {
      await kill(second.child);
    }
  });
});

describe('the journal of the API server', () => {
  it('holds exactly the state after changes of every kind', { timeout: 60_000 }, async () => {
    const dataFile = join(directory, 'kinds.json');
    // A fixed clock: imports and translations would otherwise progress between the requests,
    // which reads settle and only the next change saves.
    const now = Date.now();
    const server = await startApiServer({ port: 0, seed: 'demo', dataFile, realNow: () => now });
    try {
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await response.json().catch(() => ({}))) as { id?: string };
      };
      const collection = await call('POST', '/v1/orgs/org_acme/collections', { title: 'Moved to' });
      await call('POST', '/v1/spaces/space_handbook/move', { parent: collection.id, position: 0 });
      const copy = await call('POST', '/v1/spaces/space_handbook/duplicate');
      await call('DELETE', `/v1/spaces/${String(copy.id)}`);
      await call('POST', `/v1/spaces/${String(copy.id)}/restore`);
      await call('POST', '/v1/orgs/org_acme/teams', { title: 'Journal team' });
      await call('PATCH', '/v1/orgs/org_acme', { title: 'Journaled Acme' });
      // A refused change in between changes nothing.
      await call('PATCH', '/v1/spaces/space_unknown', { title: 'Nope' });
      await server.backend.flush();
      expect(await journalFile(dataFile).load()).toEqual(
        JSON.parse(JSON.stringify(server.backend.store.state)),
      );
    } finally {
      await server.close();
    }
  });
});
