import type { Profession } from './types';

export const dataAnalytics = {
  category: 'Data & Analytics',
  technical: true,
  fields: [
    'software',
    'it',
    'data',
    'engineering',
    'finance',
    'marketing',
    'research',
    'consulting',
  ],
  families: `
data | data and analytics | software it finance marketing consulting research | data_analyst@3 data_scientist@3 business_intelligence@3 bi_analyst@3 analytics@3 statistician@3 data@3:0.5 reporting_analyst@3 database@3:0.5 quantitative@3 econometrician@3
`,
  roles: `
data-engineer | data and big-data engineering | data | data-scientist database-administrator java-developer python-developer | data_engineer big_data_engineer big_data_developer hadoop_developer spark_developer etl_developer data_warehouse_engineer big_data_architect hadoop_engineer data_platform_engineer etl_engineer data_integration_engineer hadoop_administrator | Big Data 1; Hadoop 1; Apache Spark 1; Apache Hive 1; Apache Pig 1; HBase 1; Apache Kafka 0.7; Apache Flink 1; Apache Storm 1; Stream Processing 0.9; Apache Airflow 1; ETL 0.8; Data Pipelines 1; Data Engineering 1; Data Warehousing 0.8; Snowflake 0.8; dbt 0.9; Scala 0.7; Amazon EMR 1; AWS Glue 1; Amazon Redshift 0.8; Amazon Kinesis 0.9; Azure Data Factory 0.9; BigQuery 0.7; Dataflow 0.8; Cassandra 0.6; Parallel Processing 0.6; Data Wrangling 0.5; NoSQL 0.3
data-analyst | data analysis and reporting | data | data-scientist business-analyst | data_analyst reporting_analyst bi_analyst business_intelligence_analyst analytics_analyst bi_developer tableau_developer power_bi_developer insights_analyst | Data Analysis 0.8; Data Visualization 0.9; Tableau 1; Power BI 1; Looker 1; Qlik 1; Business Intelligence 1; Excel Data Analysis 0.8; SQL 0.4; Business Reporting 0.8; KPI Dashboards 0.9; Google Analytics 0.6; MicroStrategy 1; Alteryx 0.9; SAS 0.6; SPSS 0.6; Statistics 0.3
`,
  skills: `
Data Analysis | Data analytics, Analyzing data, Data analyst, Analysis of data, Analytics, Quantitative analysis
Data Science | Data scientist, Data sciences > Data Analysis 0.6; Machine Learning 0.5
Statistics | Statistical analysis, Statistical modeling, Statistical modelling, Applied statistics, Biostatistics, Statistical methods
Causal Inference | Causal inference, Causal analysis, Causal modeling, Causal modelling, Difference-in-differences, Propensity score matching, Instrumental variables, Uplift modeling, Synthetic control > Statistics 0.7
Experimentation | Experimentation platforms, Online experimentation, Controlled experiments, Experiment design, Experimental design > Statistics 0.6
Data Wrangling | Data wrangling, Data munging, Data preparation, Data preprocessing, Data pre-processing, Data transformation > Data Quality 0.5
Data Visualization | Data visualisation, Visualization, Dashboards, Dashboard development, Data viz, Visualizing data
Tableau | Tableau Desktop, Tableau Server > Data Visualization 0.9; Business Intelligence 0.7
Power BI | PowerBI, Microsoft Power BI, Power BI Desktop, DAX, Power Query > Data Visualization 0.9; Business Intelligence 0.7
Looker | Looker Studio, Google Data Studio, Data Studio, LookML, ~Looker > Business Intelligence 0.8 @data
Qlik | QlikView, Qlik Sense > Business Intelligence 0.8
MicroStrategy | Cognos, IBM Cognos, SAP BusinessObjects, Business Objects, OBIEE > Business Intelligence 0.8
Business Intelligence | =BI, BI tools, BI reporting, BI development
Metabase | Superset, Apache Superset, Redash > Business Intelligence 0.7
Excel Data Analysis | Pivot tables, Pivot Tables, PivotTables, VLOOKUP, V-lookup, HLOOKUP, XLOOKUP, INDEX MATCH, Excel formulas, Advanced Excel, Excel macros, Power Pivot > Microsoft Excel 0.9; Data Analysis 0.5
Pandas | ~pandas, ~Pandas > Python 0.8; Data Analysis 0.7 @stats
NumPy | Numpy > Python 0.8
SciPy | Scipy > Python 0.7
Matplotlib | Seaborn, Plotly, Bokeh > Python 0.6; Data Visualization 0.7
Jupyter | Jupyter Notebook, Jupyter notebooks, JupyterLab, IPython, Google Colab, Colab > Python 0.6
ggplot2 | ggplot, tidyverse, dplyr > R 0.8; Data Visualization 0.6
Big Data | Big-data, Large-scale data, Large datasets
Hadoop | Apache Hadoop, HDFS, MapReduce, Map Reduce, Cloudera, Hortonworks > Big Data 0.9
Apache Spark | PySpark, Spark SQL, Spark Streaming, Spark MLlib, Databricks, ~Spark > Big Data 0.9 @data
Apache Hive | HiveQL, ~Hive > Hadoop 0.7; SQL 0.6 @data
Apache Pig | Pig Latin > Hadoop 0.7
Apache Flink | Flink > Stream Processing 0.9
Apache Storm | ~Storm > Stream Processing 0.8 @data
Stream Processing | Real-time data processing, Streaming data, Event streaming, Data streaming
Apache Airflow | Airflow, Cloud Composer, Dagster > Data Pipelines 0.8
ETL | ELT, Extract Transform Load, ETL pipelines, ETL processes, ETL development, SSIS, Informatica, Talend, DataStage, Pentaho > Data Pipelines 0.7
Apache NiFi | NiFi > ETL 0.7
Data Pipelines | Data pipeline, Data ingestion, Data workflows
Data Engineering | Data engineer > Data Pipelines 0.8; ETL 0.6
Data Warehousing | Data warehouse, Data warehouses, DWH, EDW, Data marts, Data lake, Data lakes, Lakehouse, OLAP, OLAP cubes, SSAS > Databases 0.5
Apache Druid | ~Druid > Data Warehousing 0.5 @data
Snowflake | Snowflake DB, ~Snowflake > Data Warehousing 0.9 @data
dbt | =dbt, data build tool > SQL 0.7; Data Pipelines 0.6
Data Governance | Data stewardship, Data lineage, Data catalog, Master data management, MDM, Data quality management
Data Quality | Data validation, Data cleansing, Data cleaning, Data integrity, Data accuracy, Data verification
Data Mining | Text mining, Pattern mining
Business Reporting | Report generation, Reporting tools, SSRS, Ad hoc reporting, Ad-hoc reports, Management reporting, KPI reporting, Report writing
Google Analytics | GA4, Universal Analytics, Google Analytics 4 > Web Analytics 0.9
Web Analytics | Adobe Analytics, Omniture, Mixpanel, Hotjar, Heap Analytics, Web traffic analysis
A/B Testing | AB testing, A/B tests, Split testing, Multivariate testing, Optimizely > Experimentation 0.8
Predictive Analytics | Predictive modeling, Predictive modelling, Forecasting models, Predictive models > Statistics 0.5
Time Series Analysis | Time series, Time-series forecasting, ARIMA > Statistics 0.6
Regression Analysis | Linear regression, Logistic regression, Regression models, Multivariate analysis > Statistics 0.7
Hypothesis Testing | Statistical significance, T-tests, ANOVA, Chi-square > Statistics 0.8
Econometrics > Statistics 0.7
Operations Research | Linear programming, Optimization models, Mathematical optimization, Simulation modeling
Alteryx > Data Analysis 0.6
KNIME | RapidMiner > Data Analysis 0.6
Quantitative Research | Quantitative methods > Statistics 0.5
Qualitative Research | Qualitative methods, Focus groups, In-depth interviews
Survey Design | Questionnaire design, Qualtrics, SurveyMonkey
Geographic Information Systems | GIS, ArcGIS, QGIS, ArcMap, Geospatial analysis, Spatial analysis, Mapping software
Data Management | Data administration, Information management
Cohort Analysis | Funnel analysis, Retention analysis > Data Analysis 0.6
Product Analytics > Data Analysis 0.6
KPI Dashboards | KPI dashboard, Scorecards, Balanced scorecard > Data Visualization 0.6
`,
} as const satisfies Profession;
