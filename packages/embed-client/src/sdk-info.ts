/** The SDK version announced to the frame (`x-sdk-version`, `sdkVersion`): the reference client's. */
export const SDK_VERSION = '2.22.4';

/** The default SDK type announced to the frame (`x-sdk-type`). */
export const SDK_TYPE = 'js';
