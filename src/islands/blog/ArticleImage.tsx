/**
 * An article's image, or a calm placeholder when it cannot be shown (a host the policy does
 * not allow, a broken link): the list's cards and the article page fail the same way.
 */
import { useEffect, useRef, useState } from 'react';

export function ArticleImage({
  src,
  alt = '',
  className,
  lazy = false,
}: {
  src: string;
  alt?: string;
  className: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image in the static HTML may have failed before the island hydrated: no event comes.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        data-testid="image-placeholder"
        className={`grid place-items-center bg-slate-100 text-slate-600 ${className}`}
      >
        Imagem indisponível
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={800}
      height={450}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
