import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import type { ReactElement, ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';

/** A page may bring its own layout (demo shops, dashboard); others get the shop layout. */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
};

export type ShopAppProps = AppProps & {
  Component: NextPageWithLayout;
  /** Set by _document on the server so critical CSS is collected per direction. */
  emotionCache?: EmotionCache;
};
