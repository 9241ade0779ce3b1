import { describe, expect, it } from 'vitest';
import { EmbedError } from '../src/embed-error';
import { Service } from '../src/service/service';
import { toEmbedError } from '../src/to-embed-error';

describe('toEmbedError', () => {
  it('[C-COMPAT-03] names the kind of every value the drop-in API rejects with, keeping that value as detail', () => {
    const notFound = toEmbedError('PowerBIEntityNotFound');
    expect(notFound).toBeInstanceOf(EmbedError);
    expect(notFound).toMatchObject({ code: 'EntityNotFound', message: 'PowerBIEntityNotFound' });
    expect(notFound.detail).toBe('PowerBIEntityNotFound');

    const rdl = toEmbedError('This API is currently not supported for RDL reports');
    expect(rdl.code).toBe('NotSupported');
    expect(toEmbedError('Set page is not supported while embedding a visual.').code).toBe('NotSupported');

    const thrown = new Error('Access token cannot be empty');
    const invalid = toEmbedError(thrown);
    expect(invalid).toMatchObject({ code: 'InvalidArgument', message: 'Access token cannot be empty' });
    expect(invalid.cause).toBe(thrown);
    expect(invalid.detail).toBe(thrown);

    const errors = [
      { message: 'accessToken is required' },
      { message: 'settings.zoomLevel property is invalid', path: 'zoomLevel' },
    ];
    const config = toEmbedError(errors);
    expect(config).toMatchObject({
      code: 'InvalidConfiguration',
      message: 'accessToken is required; settings.zoomLevel property is invalid',
    });
    expect(config.detail).toBe(errors);

    const body = { message: 'LoadReportFailed', detailedMessage: 'Get report failed', errorCode: '403' };
    expect(toEmbedError(body)).toMatchObject({ code: 'FrameError', message: 'LoadReportFailed: Get report failed' });
    expect(toEmbedError(undefined).code).toBe('FrameError');
    expect(toEmbedError({ message: 'visualNotFound' }, 'EntityNotFound').code).toBe('EntityNotFound');

    const timeout = new EmbedError('RequestTimeout', 'GET /report/pages got no answer within 10 ms.');
    expect(toEmbedError(timeout)).toBe(timeout);
  });

  it('[C-COMPAT-03] a service hands out the reference value unless it was created with errors: typed', () => {
    expect(new Service().refusal('PowerBIEntityNotFound', 'EntityNotFound')).toBe('PowerBIEntityNotFound');
    expect(new Service({ errors: 'reference' }).refusal('PowerBIEntityNotFound', 'EntityNotFound')).toBe(
      'PowerBIEntityNotFound',
    );
    const typed = new Service({ errors: 'typed' }).refusal('PowerBIEntityNotFound', 'EntityNotFound');
    expect(typed).toBeInstanceOf(EmbedError);
    expect((typed as EmbedError).code).toBe('EntityNotFound');
  });
});
