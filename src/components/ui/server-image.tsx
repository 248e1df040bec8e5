import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's <img> (the optimiser's srcset, sizes, lazy loading, the styles of `fill`), drawn on the server from
 * `getImageProps`. next/image's own component is a client module: about 5 KiB of JavaScript on every page that shows a
 * picture (docs/benchmarks.md "Client JavaScript and messages"), for what it does while the picture loads (a blur
 * placeholder, onLoad), which we never ask of it. `preload` asks the browser for the picture early, as it does.
 */
export function ServerImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  if (props.preload) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return <img {...image} />;
}
