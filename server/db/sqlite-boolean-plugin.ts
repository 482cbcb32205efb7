import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const toSqlite = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'boolean' ? { ...transformed, value: toSqlite(transformed.value) } : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const transformed = super.transformPrimitiveValueList(node);
    return { ...transformed, values: transformed.values.map(toSqlite) };
  }
}

/**
 * better-sqlite3 cannot bind JavaScript booleans; this stores them as 1/0 so query code stays
 * dialect-neutral (PostgreSQL takes booleans as they are). Reads map back with `Boolean()`.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
