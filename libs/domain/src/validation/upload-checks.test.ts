import { describe, expect, it } from 'vitest';
import { activityCommentCheck, uploadFilesCheck } from './upload-checks';

const MB = 1024 * 1024;
const png = { type: 'image/png', size: MB };
const jpg = { type: 'image/jpeg', size: 5 * MB };

describe('uploadFilesCheck', () => {
  it('accepts png or jpg images of at most 5MB each, at most 3', () => {
    expect(uploadFilesCheck([png, jpg, { type: 'IMAGE/PNG', size: 0 }])).toEqual({ valid: true });
    expect(uploadFilesCheck([])).toEqual({ valid: true });
  });

  it('refuses more than 3 images, counting those already attached', () => {
    expect(uploadFilesCheck([png, png, png, png])).toEqual({ valid: false, message: 'form.uploadCount' });
    expect(uploadFilesCheck([png, png], 2)).toEqual({ valid: false, message: 'form.uploadCount' });
    expect(uploadFilesCheck([png], 2)).toEqual({ valid: true });
  });

  it('refuses other types (png or jpg only) and names the file', () => {
    expect(uploadFilesCheck([png, { type: 'image/gif', size: 10 }])).toEqual({
      valid: false,
      message: 'form.uploadType',
      fileIndex: 1,
    });
    expect(uploadFilesCheck([{ type: '', size: 10 }])).toMatchObject({ message: 'form.uploadType', fileIndex: 0 });
  });

  it('refuses a file over 5MB and names the file', () => {
    expect(uploadFilesCheck([{ type: 'image/jpeg', size: 5 * MB + 1 }, png])).toEqual({
      valid: false,
      message: 'form.uploadSize',
      fileIndex: 0,
    });
  });
});

describe('activityCommentCheck', () => {
  it('accepts at most 140 characters', () => {
    expect(activityCommentCheck('x'.repeat(140))).toEqual({ valid: true });
    expect(activityCommentCheck('')).toEqual({ valid: true });
    expect(activityCommentCheck('x'.repeat(141))).toEqual({ valid: false, message: 'form.commentLength' });
  });
});
