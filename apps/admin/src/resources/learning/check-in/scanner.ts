/**
 * Reads QR codes from the camera into `onText`: the browser's own BarcodeDetector where it has one
 * that knows QR, else the small `qr-scanner` library, fetched only now (never in the console's
 * first load). Answers a stop function; throws when no camera can be opened.
 */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(): Promise<NativeDetector | null> {
  const Ctor = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Ctor({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function startScanner(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<() => void> {
  const detector = await nativeDetector();
  if (detector) {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    video.srcObject = stream;
    video.setAttribute('playsinline', 'true');
    await video.play();
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      try {
        const found = await detector.detect(video);
        if (found[0]?.rawValue) onText(found[0].rawValue);
      } catch {
        // A frame that could not be read: try the next one.
      }
      if (!stopped) window.setTimeout(tick, 250);
    };
    void tick();
    return () => {
      stopped = true;
      stream.getTracks().forEach((t) => t.stop());
      video.srcObject = null;
    };
  }
  const { default: QrScanner } = await import('qr-scanner');
  const scanner = new QrScanner(video, (result) => onText(result.data), {
    preferredCamera: 'environment',
    returnDetailedScanResult: true,
    maxScansPerSecond: 4,
  });
  await scanner.start();
  return () => {
    scanner.stop();
    scanner.destroy();
  };
}
