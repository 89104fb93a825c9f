import type { Profession } from './types';

export const databases = {
  category: 'Databases',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering'],
  roles: `
database-administrator | database administration | it | data-engineer systems-administrator | database_administrator dba database_engineer oracle_dba sql_server_dba database_developer sql_developer plsql_developer | Database Administration 1; Oracle 0.7; SQL Server 0.6; PostgreSQL 0.5; MySQL 0.5; PL/SQL 0.8; T-SQL 0.7; Stored Procedures 0.8; Query Optimization 0.9; Database Replication 1; Database Migration 0.9; Data Modeling 0.6; IBM Db2 0.8; Teradata 0.7; Sybase 0.8; SQL 0.5
`,
  skills: `
Databases | Database, Database design, Relational database design, Database development, Database management, DBMS, RDBMS, Relational databases, Relational database, DB design
PostgreSQL | Postgres, Postgre, PostgresSQL, PostgreSQL 12, PSQL, pgSQL > SQL 0.8; Databases 0.6
MySQL | My SQL, MariaDB > SQL 0.8; Databases 0.6
SQL Server | Microsoft SQL Server, MS SQL Server, MSSQL, MS SQL, MS-SQL, SQL Server 2016, SQL Server 2019, SSMS > SQL 0.8; Databases 0.6
Oracle | Oracle Database, Oracle DB, Oracle RDBMS, Oracle 11g, Oracle 12c, Oracle 19c, =Oracle, Oracle SQL > SQL 0.7; Databases 0.6
SQLite | SQLite3 > SQL 0.6
IBM Db2 | DB2, Db2 > SQL 0.7
Sybase | SAP ASE > SQL 0.7
Teradata > SQL 0.7
Microsoft Access | MS Access, ~Access > Databases 0.4 @office
NoSQL | No SQL, NoSQL databases, NoSql > Databases 0.5
MongoDB | Mongo, Mongo DB, Mongoose, MongoDB Atlas > NoSQL 0.8
Redis | Redis cache, ElastiCache > NoSQL 0.5; Caching 0.6
Cassandra | Apache Cassandra, ScyllaDB > NoSQL 0.8
Couchbase | CouchDB > NoSQL 0.8
DynamoDB | Amazon DynamoDB, AWS DynamoDB > NoSQL 0.8; AWS 0.7
Neo4j | Cypher, Graph databases, Graph database > NoSQL 0.6
Elasticsearch | Elastic Search, ElasticSearch, OpenSearch, Solr, Apache Solr, Lucene > Full-Text Search 0.7
Full-Text Search | Search engine development, Search indexing
HBase | Apache HBase > NoSQL 0.7; Hadoop 0.6
InfluxDB | TimescaleDB, Time-series databases > Databases 0.6
Firebird > SQL 0.6
HSQLDB | H2 Database, H2 DB > SQL 0.5
Cosmos DB | Azure Cosmos DB, CosmosDB > NoSQL 0.8; Azure 0.7
Google Bigtable | Bigtable, Cloud Spanner > GCP 0.7
Amazon RDS | RDS, AWS RDS, Amazon Aurora > AWS 0.8; Databases 0.6
Supabase > PostgreSQL 0.6
Prisma | Prisma ORM > ORM 0.8
ORM | Object-relational mapping, Sequelize, TypeORM, SQLAlchemy, MyBatis, iBatis > Databases 0.5
Stored Procedures | Stored procedure, Database triggers > SQL 0.8
Query Optimization | SQL tuning, Query tuning, Performance tuning, SQL optimization > SQL 0.6
Database Administration | DBA, Database administrator, Database administration, Database backup and recovery, Database backups, Database recovery > Databases 0.8
Data Modeling | Data modelling, Relational database modeling, Database modeling, Database modelling, ER diagrams, ERD, Entity relationship, Database normalization, Dimensional modeling, Star schema > Databases 0.6
Database Migration | Data migration, Flyway, Liquibase
Database Replication | Database sharding, Sharding > Databases 0.6
pgAdmin | DBeaver, Toad for Oracle, Oracle SQL Developer, MySQL Workbench, DataGrip > SQL 0.5
Vector Databases | Pinecone, Weaviate, Milvus, pgvector, Chroma DB, FAISS
`,
} as const satisfies Profession;
