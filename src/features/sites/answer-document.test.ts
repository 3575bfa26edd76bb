import { describe, expect, it } from 'vitest';
import { paragraph } from '@/api/document-builders';
import { applyDocumentEvent } from './answer-document';

describe('applyDocumentEvent', () => {
  const event = (operation: 'insert' | 'update', ...texts: string[]) => ({
    type: 'response_document' as const,
    messageId: 'm',
    stepIndex: 0,
    operation,
    blocks: texts.map((text) => paragraph(text)),
  });

  it('appends inserted blocks and replaces the last ones on update', () => {
    let blocks = applyDocumentEvent([], event('insert', 'Here is'));
    blocks = applyDocumentEvent(blocks, event('update', 'Here is what'));
    blocks = applyDocumentEvent(blocks, event('insert', 'Deploy'));
    blocks = applyDocumentEvent(blocks, event('update', 'Deploy with one command.'));
    expect(blocks).toEqual([paragraph('Here is what'), paragraph('Deploy with one command.')]);
  });

  it('treats an update before any block as an insert', () => {
    expect(applyDocumentEvent([], event('update', 'Hi'))).toEqual([paragraph('Hi')]);
  });
});
