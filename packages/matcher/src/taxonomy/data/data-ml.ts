import { group } from '../define';

export const dataAnalytics = group(
  'Data & Analytics',
  `
Data Analysis | Data analytics, Analyzing data, Data analyst, Analysis of data, Analytics, Quantitative analysis
Data Science | Data scientist, Data sciences > Data Analysis 0.6; Machine Learning 0.5
Statistics | Statistical analysis, Statistical modeling, Statistical modelling, Applied statistics, Biostatistics, Statistical methods
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
Data Pipelines | Data pipeline, Data ingestion, Data workflows
Data Engineering | Data engineer > Data Pipelines 0.8; ETL 0.6
Data Warehousing | Data warehouse, Data warehouses, DWH, EDW, Data marts, Data lake, Data lakes, Lakehouse, OLAP, OLAP cubes, SSAS > Databases 0.5
Snowflake | Snowflake DB, ~Snowflake > Data Warehousing 0.9 @data
dbt | =dbt, data build tool > SQL 0.7; Data Pipelines 0.6
Data Governance | Data stewardship, Data lineage, Data catalog, Master data management, MDM, Data quality management
Data Quality | Data validation, Data cleansing, Data cleaning, Data integrity, Data accuracy, Data verification
Data Mining | Text mining, Pattern mining
Business Reporting | Report generation, Reporting tools, SSRS, Ad hoc reporting, Ad-hoc reports, Management reporting, KPI reporting, Report writing
Google Analytics | GA4, Universal Analytics, Google Analytics 4 > Web Analytics 0.9
Web Analytics | Adobe Analytics, Omniture, Mixpanel, Hotjar, Heap Analytics, Web traffic analysis
A/B Testing | AB testing, A/B tests, Split testing, Multivariate testing, Optimizely
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
);

export const machineLearning = group(
  'Machine Learning & AI',
  `
Machine Learning | =ML, Machine-learning, ML models, Machine learning models, Machine learning algorithms, Statistical learning > Artificial Intelligence 0.6
Artificial Intelligence | =AI, A.I., AI/ML, AI-powered
Deep Learning | Deep neural networks, DNN, DNNs > Machine Learning 0.8; Neural Networks 0.8
Neural Networks | Neural network, ANN, Artificial neural networks > Machine Learning 0.7
Natural Language Processing | NLP, Natural language understanding, NLU, Text classification, Text analytics, Sentiment analysis, Named entity recognition, NER > Machine Learning 0.7
Computer Vision | CV models, Image recognition, Image processing, Object detection, Image classification, Image segmentation, OCR > Machine Learning 0.6
TensorFlow | Tensorflow, TF2, TensorFlow 2, TensorFlow Lite, TFLite > Deep Learning 0.8; Python 0.5
PyTorch | Pytorch, PyTorch Lightning > Deep Learning 0.8; Python 0.6
Keras > Deep Learning 0.8; Python 0.6
Scikit-learn | scikit learn, sklearn, SciKit-Learn, Scikit > Machine Learning 0.8; Python 0.6
XGBoost | LightGBM, CatBoost, Gradient boosting, Random forest, Random forests, Decision trees > Machine Learning 0.8
OpenCV | Open CV > Computer Vision 0.9
Large Language Models | LLM, LLMs, GPT, GPT-4, ChatGPT, =LLaMA, Llama 2, Foundation models > Generative AI 0.8; Natural Language Processing 0.6
Generative AI | GenAI, Gen AI, Generative models, Diffusion models, Stable Diffusion, DALL-E, Midjourney > Artificial Intelligence 0.8
Prompt Engineering | Prompt design > Large Language Models 0.7
LangChain | LlamaIndex > Large Language Models 0.8; Python 0.5
Retrieval-Augmented Generation | RAG, Retrieval augmented generation, Semantic search > Large Language Models 0.7
Hugging Face | HuggingFace, Transformers library, Hugging Face Transformers > Natural Language Processing 0.7
Transformer Models | BERT, RoBERTa, Attention mechanisms > Deep Learning 0.8
OpenAI API | Azure OpenAI, OpenAI GPT API > Large Language Models 0.7
Fine-tuning | Fine tuning, LoRA, Model fine-tuning, RLHF > Machine Learning 0.6
Reinforcement Learning | RL algorithms, Q-learning, Deep reinforcement learning > Machine Learning 0.8
Convolutional Neural Networks | CNN, CNNs, ConvNets > Deep Learning 0.9
Recurrent Neural Networks | RNN, RNNs, LSTM, GRU > Deep Learning 0.9
Supervised Learning | Classification models, Unsupervised learning, Clustering algorithms, K-means, Dimensionality reduction, Principal component analysis > Machine Learning 0.8
Feature Engineering | Feature extraction, Feature selection > Machine Learning 0.7
Recommender Systems | Recommendation systems, Recommendation engines, Collaborative filtering, Recommendation algorithms > Machine Learning 0.7
Anomaly Detection | Fraud detection models, Outlier detection > Machine Learning 0.6
Speech Recognition | Speech-to-text, ASR, Text-to-speech, TTS, Voice recognition > Machine Learning 0.6
MLOps | ML Ops, Model deployment, Model serving, MLflow, Kubeflow, Weights & Biases, Model monitoring > Machine Learning 0.7
NLTK | spaCy, Gensim > Natural Language Processing 0.8; Python 0.6
Word Embeddings | Word2Vec, GloVe, Embeddings, fastText > Natural Language Processing 0.7
Chatbots | Chatbot, Conversational AI, Dialogflow, Rasa, Virtual assistants > Natural Language Processing 0.5
Robotics | Robot Operating System, Robotic systems
Data Labeling | Data annotation, Labelbox
Bayesian Statistics | Bayesian inference, Bayesian methods, Probabilistic models, Markov chains, Monte Carlo > Statistics 0.8
Optimization Algorithms | Gradient descent, Genetic algorithms, Metaheuristics
AutoML | H2O.ai, DataRobot, Vertex AI, Azure ML, Azure Machine Learning > Machine Learning 0.7
`,
);
