import OpenAI from 'openai';
import type { Config } from '../../../config';

export interface Embedder {
  readonly model: string;
  /** One vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
}

/** The OpenAI-compatible provider's embeddings endpoint, when one is configured with an embeddings model; otherwise none. */
export function createEmbedder(ai: Config['ai']): Embedder | null {
  if (ai.provider !== 'openai' || !ai.embeddingModel) return null;
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'not-needed', maxRetries: 1, timeout: 30_000 });
  const model = ai.embeddingModel;
  return {
    model,
    async embed(texts) {
      if (texts.length === 0) return [];
      // Floats, not the SDK's default base64: every OpenAI-compatible server (Ollama, llama.cpp, vLLM) speaks floats.
      const response = await client.embeddings.create({ model, input: texts, encoding_format: 'float' });
      return [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    },
  };
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
